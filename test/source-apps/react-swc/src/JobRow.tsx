// A row of the job list, in a file of its own: the list keys it by the job it is given.
export function JobRow({ job, saved, onSave }: { job: { slug: string; title: string }; saved: boolean; onSave: () => void }) {
  return (
    <li>
      <span>{job.title}</span>
      <button type="button" onClick={onSave}>
        {saved ? 'Saved' : 'Save'}
      </button>
    </li>
  );
}
