/**
 * /admin/dashboard/messages (spec §2): the contact messages, 8 per page,
 * newest first. A message longer than 79 characters is cut, with 'Show more'
 * to read it whole. Messages are what strangers typed: rendered as text only.
 */
import { useId, useState } from 'react';

import { MessageIcon } from '@/components/icons/icons';
import { formatDateTime } from '@/lib/dates';

import { useAdminMessagesQuery } from '../api';
import { messagePreview } from '../format';
import { adminTexts } from '../texts';
import type { ContactMessage } from '../types';
import { useAdminQueryError } from '../use-admin-error';

import { ListStates, PagedEmptyState, PageHeader } from './admin-ui';
import styles from './admin-pages.module.css';
import { Pagination, usePageParam } from './pagination';

const texts = adminTexts.messages;

export function MessageText({ message }: { message: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const preview = messagePreview(message);
  if (preview === null) return <p className={styles.messageText}>{message}</p>;
  return (
    <div>
      <p id={textId} className={styles.messageText}>
        {expanded ? message : `${preview}…`}
      </p>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => setExpanded((value) => !value)}
        aria-expanded={expanded}
        aria-controls={textId}
      >
        {expanded ? texts.showLess : texts.showMore}
      </button>
    </div>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const headingId = `message-${message.messageId}`;
  return (
    <li className={styles.messageCard} aria-labelledby={headingId}>
      <div className={styles.messageHeader}>
        <h3 id={headingId}>{texts.from(message.name)}</h3>
        <time dateTime={message.createdAt} className={styles.muted}>
          {formatDateTime(message.createdAt) ?? message.createdAt}
        </time>
      </div>
      <dl className={styles.messageContact}>
        <div>
          <dt>{texts.email}</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
        </div>
        <div>
          <dt>{texts.phone}</dt>
          <dd>
            <a href={`tel:${message.phone.replace(/\s+/g, '')}`}>{message.phone}</a>
          </dd>
        </div>
      </dl>
      <MessageText message={message.message} />
    </li>
  );
}

export function AdminMessagesPage() {
  const [page, setPage] = usePageParam();
  const query = useAdminMessagesQuery(page, { refetchOnMountOrArgChange: true });
  useAdminQueryError(query.error);
  const data = query.currentData;

  const content = (
    <ListStates
      items={data?.messages}
      query={query}
      loadingLabel={texts.loading}
      skeletonRows={4}
      empty={<PagedEmptyState page={page} totalPages={data?.totalPages ?? 1} texts={texts} icon={<MessageIcon />} />}
    >
      {(messages) => (
        <ul className={styles.messageList} aria-label={texts.listLabel}>
          {messages.map((message) => (
            <MessageCard key={message.messageId} message={message} />
          ))}
        </ul>
      )}
    </ListStates>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={texts.heading} lead={texts.lead} />
      {content}
      {data ? (
        <Pagination currentPage={page} totalPages={data.totalPages} onChange={setPage} label={texts.title} />
      ) : null}
    </div>
  );
}
