import { useEffect, useState } from 'react';
import { JobRow } from './JobRow';

const JOBS = [
  { slug: 'frontend-engineer', title: 'Frontend engineer' },
  { slug: 'data-analyst', title: 'Data analyst' },
];

export function App() {
  const [path, setPath] = useState(location.pathname);
  const [saved, setSaved] = useState<string[]>([]);
  useEffect(() => {
    const back = () => setPath(location.pathname);
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);
  const go = (to: string) => {
    history.pushState({}, '', to);
    setPath(to);
  };
  if (path === '/post')
    return (
      <main>
        <h1>Post a job</h1>
        <label>
          Job title <input name="title" />
        </label>
        <button type="button" onClick={() => go('/')}>
          Back
        </button>
      </main>
    );
  return (
    <main data-semtag-id="job-board.page" data-semtag-role="region">
      <h1>Job board</h1>
      <button data-semtag-id="job-board.post-a-job" data-semtag-role="action" data-semtag-action="post-a-job" type="button" onClick={() => go('/post')}>
        Post a job
      </button>
      <section data-semtag-id="open-jobs" data-semtag-role="region" aria-labelledby="jobs-title">
        <h2 id="jobs-title">Open jobs</h2>
        <ul data-semtag-id="open-jobs.list" data-semtag-role="collection">
          {JOBS.map((job) => (
            <JobRow key={job.slug} job={job} saved={saved.includes(job.slug)} onSave={() => setSaved([...saved, job.slug])} />
          ))}
        </ul>
      </section>
    </main>
  );
}
