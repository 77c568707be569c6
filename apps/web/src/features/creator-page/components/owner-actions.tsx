import { PenSquare, Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import { Button } from '../../../shared/ui/button';

/** What the owner sees on their own page: Edit profile, and New post for a creator. */
export function OwnerActions({ isCreator }: { isCreator: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Button
        type="border"
        round
        className="flex-1 md:flex-none"
        onClick={() => void navigate('/settings/profile')}
        data-testid="creator-edit-profile"
      >
        <Pencil className="size-4" aria-hidden />
        {t('creator.editProfile')}
      </Button>
      {isCreator && (
        <Button
          round
          className="flex-1 md:flex-none"
          onClick={() => void navigate('/createPost')}
          data-testid="creator-new-post"
        >
          <PenSquare className="size-4" aria-hidden />
          {t('creatorPage.newPost')}
        </Button>
      )}
    </>
  );
}
