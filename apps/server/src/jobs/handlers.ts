/** Every job kind and the function that runs it. */
import type { AppDeps } from '../deps.ts';
import type { JobHandlers } from './jobs.ts';
import { PUBLISH_JOB } from '../modules/posts/write-post.ts';
import { publishScheduledPost } from '../modules/posts/publish-scheduled.ts';

export function jobHandlers(deps: AppDeps): JobHandlers {
  return {
    [PUBLISH_JOB]: (job) => publishScheduledPost(deps, job),
  };
}
