/**
 * /contact: the form that reaches the team (POST /no-login/v1/contact-us). The fields are checked
 * as the server checks them (contracts/contact.ts), with the catalogue's words in the interface
 * language; what the server still refuses is shown beside its field, or above the button.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { CircleCheck, Mail, MessageSquareText, Send } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  contactLength,
  contactProblems,
  type TContactField,
  type TContactTopic,
} from '@fanlane/contracts/contact';
import { useUserStore } from '../../../shared/stores/user-store';
import { useCaptcha } from '../../../shared/lib/use-captcha';
import { Button } from '../../../shared/ui/button';
import { CountedTextarea } from '../../../shared/ui/counted-textarea';
import { Notice } from '../../../shared/ui/notice';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { refusedFields, useSendContactMessage } from '../api/contact-api';
import { LinkButton } from '../components/blocks';
import { InlineText } from '../components/rich-text';
import { PageHero, publicPage, usePageT, usePageValues } from '../components/public-page';
import { useCatalogue } from '../lib/catalogue';

type Form = { name: string; email: string; topic: string; message: string };

const isTopic = (value: string | null): value is TContactTopic =>
  value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);

function Sent({ name, email, id, onAnother }: { name: string; email: string; id: string; onAnother: () => void }) {
  const t = usePageT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className="rounded-3xl border border-emerald-500/30 bg-emerald-500/8 p-6 text-center"
      data-testid="contact-sent"
    >
      <CircleCheck className="mx-auto size-12 text-emerald-500" aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-xl font-bold outline-none">
        {t('publicPages.contact.sentTitle')}
      </h2>
      <p className="mt-2 text-[15px] text-muted">{t('publicPages.contact.sentBody', { name, email })}</p>
      <p className="mt-1 font-mono text-xs text-muted" data-testid="contact-reference">
        {t('publicPages.contact.sentReference', { reference: id.slice(0, 8).toUpperCase() })}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button round type="cancel" onClick={onAnother} data-testid="contact-another">
          {t('publicPages.contact.sendAnother')}
        </Button>
        <LinkButton to="/faq" kind="secondary">
          {t('publicPages.contact.backToFaq')}
        </LinkButton>
      </div>
    </div>
  );
}

/** Where the support address goes in a sentence; it becomes a mailto link there. */
const MAIL_SLOT = '\u0000';

function MailLine({ text, email }: { text: string; email: string }) {
  const [before, after = ''] = text.split(MAIL_SLOT);
  return (
    <>
      {before}
      <a
        href={`mailto:${email}`}
        className="font-medium text-accent underline underline-offset-2"
        data-testid="contact-mailto"
      >
        {email}
      </a>
      {after}
    </>
  );
}

function AsideCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl border border-line bg-surface p-5">
      <h2 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      <p className="mt-2 leading-relaxed break-words text-muted">{children}</p>
    </div>
  );
}

function ContactPageView() {
  const t = usePageT();
  const { supportEmail } = usePageValues();
  const catalogue = useCatalogue();
  const [params] = useSearchParams();
  const info = useUserStore((s) => s.info);
  const address = useUserStore((s) => s.address);
  const blank = (): Form => ({
    name: info?.displayName ?? '',
    email: info?.email ?? '',
    topic: isTopic(params.get('topic')) ? (params.get('topic') ?? '') : '',
    message: '',
  });
  const [form, setForm] = useState<Form>(blank);
  const [checked, setChecked] = useState(false);
  const send = useSendContactMessage();
  // Off unless the server names a captcha provider; then a fresh token goes with each message.
  const captcha = useCaptcha('contact');
  const [askingCaptcha, setAskingCaptcha] = useState(false);
  const fieldRefs = useRef<Partial<Record<TContactField, HTMLElement | null>>>({});

  // The form's own checks, in the catalogue's words; shown once the visitor has tried to send.
  const problems = contactProblems(form);
  const own: Partial<Record<TContactField, string>> = {};
  for (const p of problems) own[p.field] ??= catalogue(p.error, p.params);
  const server = refusedFields(send.error);
  const errorOf = (field: TContactField) => (checked ? own[field] : undefined) ?? server[field];
  const formError = send.error && Object.keys(server).length === 0 ? send.error.message : null;

  const change = (field: keyof Form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (send.isError) send.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const first = problems[0];
    if (first) {
      fieldRefs.current[first.field]?.focus();
      return;
    }
    const message = { name: form.name, email: form.email, topic: form.topic, message: form.message };
    if (!captcha.enabled) {
      send.mutate(message);
      return;
    }
    setAskingCaptcha(true);
    void captcha
      .getToken()
      .then((captchaToken) => send.mutate({ ...message, ...(captchaToken && { captchaToken }) }))
      .finally(() => setAskingCaptcha(false));
  };

  const another = () => {
    send.reset();
    setChecked(false);
    setForm({ ...blank(), topic: '' });
  };

  const account = info?.displayName ?? address;

  return (
    <article data-testid="contact-page">
      <PageHero
        eyebrow={t('publicPages.contact.eyebrow')}
        title={t('publicPages.contact.title')}
        lead={t('publicPages.contact.lead')}
      />
      <div className="grid gap-8 md:grid-cols-[1fr_16rem]">
        {send.data ? (
          <Sent name={form.name.trim()} email={form.email.trim()} id={send.data.id} onAnother={another} />
        ) : (
          <form
            noValidate
            onSubmit={submit}
            className="space-y-5"
            data-testid="contact-form"
            aria-labelledby="contact-title"
          >
            <h2 id="contact-title" className="sr-only">
              {t('publicPages.contact.title')}
            </h2>
            <TextField
              ref={(el) => void (fieldRefs.current.name = el)}
              label={t('publicPages.contact.name')}
              name="name"
              autoComplete="name"
              maxLength={CONTACT_NAME_MAX * 2}
              value={form.name}
              onChange={(e) => change('name')(e.target.value)}
              error={errorOf('name')}
              data-testid="contact-name"
            />
            <TextField
              ref={(el) => void (fieldRefs.current.email = el)}
              label={t('publicPages.contact.email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={form.email}
              onChange={(e) => change('email')(e.target.value)}
              error={errorOf('email')}
              hint={t('publicPages.contact.emailHint')}
              data-testid="contact-email"
            />
            <SelectField
              ref={(el) => void (fieldRefs.current.topic = el)}
              label={t('publicPages.contact.topic')}
              name="topic"
              value={form.topic}
              onChange={(e) => change('topic')(e.target.value)}
              error={errorOf('topic')}
              data-testid="contact-topic"
            >
              <option value="" disabled>
                {t('publicPages.contact.topicPlaceholder')}
              </option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`publicPages.contact.topics.${topic}`)}
                </option>
              ))}
            </SelectField>
            <CountedTextarea
              ref={(el) => void (fieldRefs.current.message = el)}
              id="contact-message"
              label={t('publicPages.contact.message')}
              name="message"
              rows={7}
              limit={CONTACT_MESSAGE_MAX}
              length={contactLength(form.message)}
              value={form.message}
              onChange={(e) => change('message')(e.target.value)}
              error={errorOf('message')}
              hint={t('publicPages.contact.messageHint')}
              testId="contact-message"
              counterTestId="contact-counter"
            />
            {account && (
              <p className="text-sm text-muted" data-testid="contact-account">
                {t('publicPages.contact.signedInAs', { account })}
              </p>
            )}
            {captcha.enabled && <div ref={captcha.slotRef} data-testid="contact-captcha" />}
            {formError && (
              <Notice tone="error" testId="contact-error">
                {formError}
              </Notice>
            )}
            <Button
              htmlType="submit"
              round
              loading={send.isPending || askingCaptcha}
              textLoading={t('publicPages.contact.sending')}
              data-testid="contact-submit"
            >
              <Send className="size-4" aria-hidden />
              {t('publicPages.contact.send')}
            </Button>
          </form>
        )}
        <aside className="space-y-4 text-sm">
          <AsideCard
            icon={<MessageSquareText className="size-4 text-accent" aria-hidden />}
            title={t('publicPages.contact.beforeTitle')}
          >
            <InlineText text={t('publicPages.contact.beforeBody')} />
          </AsideCard>
          <AsideCard
            icon={<Mail className="size-4 text-accent" aria-hidden />}
            title={t('publicPages.contact.mailTitle')}
          >
            <MailLine text={t('publicPages.contact.mailBody', { supportEmail: MAIL_SLOT })} email={supportEmail} />
          </AsideCard>
        </aside>
      </div>
    </article>
  );
}

export const ContactPage = publicPage(ContactPageView);
