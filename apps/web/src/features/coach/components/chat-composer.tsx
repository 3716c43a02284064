import { useId, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Plus, SendHorizontal, Square } from 'lucide-react';
import { COACH_MESSAGE_MAX_LENGTH, COACH_RATE_LIMIT_MESSAGES, COACH_RATE_WINDOW_MINUTES } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { errorCodeMessage } from '@/lib/error-messages.ts';
import { cn } from '@/lib/utils.ts';
import type { TChatError } from '../hooks/use-coach-chat.ts';

/** The coach's own text for the errors a message meets; other codes take the shared error messages. */
function chatErrorText(t: TFunction, error: TChatError): string {
  switch (error.code) {
    case 'RATE_LIMITED':
      return t('coach:chat.error.rateLimited', {
        count: COACH_RATE_LIMIT_MESSAGES,
        minutes: COACH_RATE_WINDOW_MINUTES,
      });
    case 'COACH_CONVERSATION_FULL':
      return t('coach:chat.error.full');
    case 'NETWORK_ERROR':
      return t('coach:chat.error.network');
    case 'AI_CONSENT_REQUIRED':
      return t('coach:chat.error.consent');
    default:
      return errorCodeMessage(t, error.code);
  }
}

export interface TChatComposerProps {
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
  onStop: () => void;
  onNewConversation: () => void;
  streaming: boolean;
  error: TChatError | null;
  /** The message field, for focus after a suggested question was sent. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line; a counter against COACH_MESSAGE_MAX_LENGTH; "Send"
 * (disabled while a reply streams) and "Stop" while it does. A failed send is explained above the field and the text
 * stays in it for a retry; a full conversation offers a new one.
 */
export function ChatComposer({
  draft,
  onDraftChange,
  onSend,
  onStop,
  onNewConversation,
  streaming,
  error,
  inputRef,
}: TChatComposerProps) {
  const { t } = useTranslation(['coach', 'errors']);
  const id = useId();
  const length = draft.length;
  const tooLong = length > COACH_MESSAGE_MAX_LENGTH;
  const canSend = !streaming && draft.trim().length > 0 && !tooLong;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend(draft);
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend(draft);
      }}
    >
      {error ? (
        <div
          role="alert"
          data-testid="coach-chat-error"
          className="flex flex-col items-start gap-1 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
        >
          <p className="font-medium">
            {t(error.during === 'send' ? 'coach:chat.error.send' : 'coach:chat.error.reply')}
          </p>
          <p>{chatErrorText(t, error)}</p>
          {error.code === 'COACH_CONVERSATION_FULL' ? (
            <Button type="button" variant="outline" size="sm" onClick={onNewConversation}>
              <Plus aria-hidden="true" />
              {t('coach:chat.conversations.new')}
            </Button>
          ) : draft.length > 0 ? (
            <p className="text-muted-foreground">{t('coach:chat.error.keep')}</p>
          ) : null}
        </div>
      ) : null}
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {t('coach:chat.input.label')}
      </label>
      <textarea
        ref={inputRef}
        id={`${id}-input`}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={COACH_MESSAGE_MAX_LENGTH}
        placeholder={t('coach:chat.input.placeholder')}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={tooLong || undefined}
        className={cn(
          'flex min-h-16 w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
          'outline-none placeholder:text-muted-foreground',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col text-xs text-muted-foreground">
          <span id={`${id}-hint`}>{t('coach:chat.input.hint')}</span>
          <span id={`${id}-count`} className="tabular-nums" data-testid="coach-chat-count">
            {t('coach:chat.input.characters', { length, max: COACH_MESSAGE_MAX_LENGTH })}
          </span>
        </div>
        <div className="flex gap-2">
          {streaming ? (
            <Button type="button" variant="outline" onClick={onStop}>
              <Square aria-hidden="true" />
              {t('coach:chat.stop')}
            </Button>
          ) : null}
          <Button type="submit" disabled={!canSend}>
            <SendHorizontal aria-hidden="true" />
            {t('coach:chat.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}
