/**
 * /becomeCreator: the creators feature's status page, with where the user stands with identity
 * verification (the kyc feature); an approval reloads the user through the auth feature.
 */
import { reloadUserInfo } from '../../features/auth/api/session';
import { BecomeCreatorPage } from '../../features/creators/pages/become-creator-page';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card';

export function BecomeCreatorRoutePage() {
  return (
    <>
      <BecomeCreatorPage reloadUser={reloadUserInfo} />
      <div className="mx-auto mt-4 max-w-3xl">
        <KycStatusCard />
      </div>
    </>
  );
}
