/** /becomeCreator: the creators feature's status page; an approval reloads the user through the auth feature. */
import { reloadUserInfo } from '../../features/auth/api/session';
import { BecomeCreatorPage } from '../../features/creators/pages/become-creator-page';

export function BecomeCreatorRoutePage() {
  return <BecomeCreatorPage reloadUser={reloadUserInfo} />;
}
