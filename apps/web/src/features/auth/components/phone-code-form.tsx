import { useForm } from 'react-hook-form';
import { ERRORS } from '@fanlane/contracts/errors';
import type { TBindPhoneRequest, TPhoneCodeScene } from '@fanlane/contracts/phone';
import { ApiError } from '../../../shared/lib/request';
import { defaultPhoneCountry } from '../lib/phone-countries';
import { serverErrorTarget } from './field-errors';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberFields } from './phone-number-fields';
import { useAuthSubmit } from './use-auth-submit';
import { usePhoneCode } from './use-phone-code';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';

const phoneCodeResolver = lazyResolver(() => import('../lib/form-validation').then((m) => m.phoneCodeResolver));

const PHONE_FIELD_CODES = new Set<number>([
  ERRORS.PHONE_INVALID.code,
  ERRORS.PHONE_UNSUPPORTED.code,
  ERRORS.PHONE_CODE_LIMIT.code,
  ERRORS.PHONE_TAKEN.code,
  ERRORS.PHONE_SAME.code,
  ERRORS.ACCOUNT_RESTRICTED.code,
]);

/** The field a refusal belongs to: the number, the code, or (null) the form. */
function phoneOrCodeField(error: unknown): 'phone' | 'code' | null {
  if (error instanceof ApiError && PHONE_FIELD_CODES.has(error.code)) return 'phone';
  return serverErrorTarget(error) === 'code' ? 'code' : null;
}

interface PhoneCodeFormProps {
  scene: TPhoneCodeScene;
  /** Gets the number the code went to (E.164), the picker's country and the code. */
  submit: (values: TBindPhoneRequest) => Promise<void>;
  submitLabel: string;
  testId: string;
  className?: string;
}

/** A number (country and digits), the code texted to it, then the form's own call: sign-in or binding. */
export function PhoneCodeForm({ scene, submit, submitLabel, testId, className = '' }: PhoneCodeFormProps) {
  const form = useForm({
    resolver: phoneCodeResolver,
    defaultValues: { phone: '', country: defaultPhoneCountry(), code: '' },
  });
  const { register, formState } = form;
  const { onSubmit, failure, clearFailure } = useAuthSubmit(form, {
    // The number the code went to, whatever the field holds now.
    submit: (values) => submit({ ...values, phone: code.sentTo ?? values.phone }),
    fieldOf: phoneOrCodeField,
  });
  const code = usePhoneCode(scene, form, clearFailure);

  return (
    <form
      noValidate
      onSubmit={code.submitOrSend(onSubmit)}
      className={`space-y-4 ${className}`}
      data-testid={`${testId}-form`}
    >
      <PhoneNumberFields
        code={code}
        country={register('country')}
        phone={register('phone')}
        error={formState.errors.phone}
        testId={`${testId}-number`}
      />
      <PhoneCodeStep
        code={code}
        registration={register('code')}
        error={formState.errors.code}
        failure={failure}
        submitLabel={submitLabel}
        submitting={formState.isSubmitting}
        testId={testId}
      />
    </form>
  );
}
