import type { AppDeps } from '../../deps.ts';
import type { MailBrand } from '../../integrations/mail/templates.ts';

export const mailBrand = (deps: AppDeps): MailBrand => ({
  brandName: deps.config.brandName,
  publicUrl: deps.config.publicUrl,
});
