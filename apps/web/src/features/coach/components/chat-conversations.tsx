import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, MessageSquare, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/date-format.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { cn } from '@/lib/utils.ts';
import { useCoachConversations } from '../api/coach-queries.ts';
import { DeleteAllConversationsDialog, DeleteConversationDialog } from './chat-delete-dialog.tsx';

/**
 * The conversation bar: "New conversation", and a list to show (the chat sits in the dashboard's narrow side column):
 * each conversation opens on click and can be deleted (confirmed); "Delete all conversations" at its end.
 */
export function ChatConversations({
  openId,
  onOpen,
  disabledNew,
}: {
  openId: string | null;
  onOpen: (id: string | null) => void;
  disabledNew: boolean;
}) {
  const { t, i18n } = useTranslation(['coach', 'errors']);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const list = useCoachConversations();
  const conversations = list.data?.conversations ?? [];

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onOpen(null)} disabled={disabledNew}>
          <Plus aria-hidden="true" />
          {t('coach:chat.conversations.new')}
        </Button>
        {conversations.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((now) => !now)}
          >
            <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
            {expanded
              ? t('coach:chat.conversations.hide')
              : t('coach:chat.conversations.show', { count: conversations.length })}
          </Button>
        ) : null}
      </div>
      {list.isPending ? <Skeleton className="h-8 w-full" /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('coach:chat.conversations.loadFailed')} {errorMessage(t, list.error)}
        </p>
      ) : null}
      {expanded && conversations.length > 0 ? (
        <div id={listId} className="flex flex-col gap-2 rounded-lg border p-2">
          <h3 className="px-1 text-sm font-semibold">{t('coach:chat.conversations.title')}</h3>
          <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
            {conversations.map((conversation) => {
              const current = conversation.id === openId;
              return (
                <li key={conversation.id} className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => onOpen(conversation.id)}
                    aria-current={current || undefined}
                    className={cn(
                      'flex min-w-0 flex-1 flex-col rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent',
                      'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      current && 'bg-accent font-medium',
                    )}
                  >
                    <span className="flex items-center gap-1.5">
                      <MessageSquare aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                      <span className="truncate">{conversation.title}</span>
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {formatDate(conversation.updatedAt, i18n.language)} ·{' '}
                      {t('coach:chat.conversations.messageCount', { count: conversation.messageCount })}
                      {current ? ` · ${t('coach:chat.conversations.current')}` : ''}
                    </span>
                  </button>
                  <DeleteConversationDialog
                    conversationId={conversation.id}
                    title={conversation.title}
                    onDeleted={() => {
                      if (current) onOpen(null);
                    }}
                    trigger={
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8 shrink-0 text-muted-foreground hover:text-destructive"
                        aria-label={t('coach:chat.conversations.delete', { title: conversation.title })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                  />
                </li>
              );
            })}
          </ul>
          <DeleteAllConversationsDialog
            count={conversations.length}
            onDeleted={() => {
              setExpanded(false);
              onOpen(null);
            }}
            trigger={
              <Button variant="ghost" size="sm" className="self-start text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" />
                {t('coach:chat.conversations.deleteAll')}
              </Button>
            }
          />
        </div>
      ) : null}
    </div>
  );
}
