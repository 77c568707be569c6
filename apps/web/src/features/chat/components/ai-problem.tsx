/** Why the AI did not answer in this conversation, in the reader's language, until they close it or write again. */
import { X } from 'lucide-react';
import { useTranslation } from '#i18n';
import { Notice } from '../../../shared/ui/notice';
import { dismissAiProblem, useConversationProblem } from '../lib/ai-stream-store';
import type { AiProblem } from '../lib/ai-stream-store';
import { useCatalogueMessage } from '../lib/catalogue-messages';
import { IconButton } from './icon-button';

function ProblemNotice({ privateChatId, problem }: { privateChatId: string; problem: AiProblem }) {
  const { t } = useTranslation();
  const text = useCatalogueMessage(problem.code, problem.msg);
  return (
    <div className="px-3 pb-2 sm:px-4">
      <Notice tone="error" testId="chat-ai-error">
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1" data-code={problem.code}>
            {text}
          </p>
          <IconButton
            onClick={() => dismissAiProblem(privateChatId)}
            label={t('common.close')}
            titled={false}
            className="-my-1 inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-fg/8"
            testId="chat-ai-error-close"
          >
            <X className="size-3.5" />
          </IconButton>
        </div>
      </Notice>
    </div>
  );
}

export function AiProblemNotice({ privateChatId }: { privateChatId: string }) {
  const problem = useConversationProblem(privateChatId);
  return problem ? <ProblemNotice privateChatId={privateChatId} problem={problem} /> : null;
}
