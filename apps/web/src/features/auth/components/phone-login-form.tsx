import { useTranslation } from '#i18n';
import { loginPhone } from '../api/phone-api';
import { PhoneCodeForm } from './phone-code-form';
import { useFinishLogin } from './use-finish-login';

/** /loginPhone: a number, the code texted to it, and in (a new number gets an account on the spot). */
export function PhoneLoginForm() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  return (
    <PhoneCodeForm
      scene="phone-login"
      submit={async (values) => {
        const result = await loginPhone(values, { silent: true });
        await finishLogin(result, 'phone-code');
      }}
      submitLabel={t('common.signIn')}
      testId="phone-login"
    />
  );
}
