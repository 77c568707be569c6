/** /becomeCreatorApply: the application form, and (signed in) where the user stands with identity verification. */
import { BecomeCreatorApplyPage } from '../../features/creators/pages/become-creator-apply-page';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card';

export function BecomeCreatorApplyRoutePage() {
  return (
    <>
      <BecomeCreatorApplyPage />
      <div className="mt-4">
        <KycStatusCard />
      </div>
    </>
  );
}
