import { useEffect, useState } from 'react';

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
            <li key={job.slug}>
              <span>{job.title}</span>
              <button data-semtag-id={`open-jobs.list.item.${job.slug}.save`} data-semtag-role="action" data-semtag-action="save" type="button" onClick={() => setSaved([...saved, job.slug])}>
                {saved.includes(job.slug) ? 'Saved' : 'Save'}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
