/** /createPost: the posts feature's composer, with the subscriptions feature's choice of the lowest tier. */
import { CreatePostPage } from '../../features/posts/pages/create-post-page';
import { MinTierSelect } from '../../features/subscriptions/components/min-tier-select';

export function CreatePostRoutePage() {
  return <CreatePostPage renderTierSelect={(props) => <MinTierSelect {...props} />} />;
}
