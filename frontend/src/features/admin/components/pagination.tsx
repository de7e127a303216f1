/**
 * Spec §9: pagination shows 3 page numbers with ellipsis. The three numbers
 * are a window around the current page, kept inside the bounds; an ellipsis
 * marks pages hidden before or after it. Previous and next stop at the ends.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ChevronRightIcon } from '@/components/icons/icons';

import { adminTexts } from '../texts';

import styles from './pagination.module.css';

export const VISIBLE_PAGES = 3;

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; position: 'start' | 'end' };

/** The numbers and ellipses to show for `current` of `total` pages (none for a single page). */
export function pageItems(current: number, total: number, visible = VISIBLE_PAGES): PageItem[] {
  if (total <= 1) return [];
  const count = Math.min(visible, total);
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.min(Math.max(page - Math.floor(count / 2), 1), total - count + 1);
  const end = start + count - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push({ kind: 'ellipsis', position: 'start' });
  for (let number = start; number <= end; number += 1) items.push({ kind: 'page', page: number });
  if (end < total) items.push({ kind: 'ellipsis', position: 'end' });
  return items;
}

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Where 'Nächste Seite' goes (`currentPage + 1`), for a list that reads on from the page shown; `onChange` without it. */
  onNext?: (page: number) => void;
  /** What is paged, for the navigation's accessible name. */
  label: string;
};

export function Pagination({ currentPage, totalPages, onChange, onNext = onChange, label }: PaginationProps) {
  const items = pageItems(currentPage, totalPages);
  if (items.length === 0) return null;
  const texts = adminTexts.pagination;
  return (
    <nav className={styles.pagination} aria-label={texts.label(label)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={`${styles.item} ${styles.step}`}
            onClick={() => onChange(currentPage - 1)}
            disabled={currentPage <= 1}
            aria-label={texts.previous}
          >
            <ChevronRightIcon size={18} className={styles.flip} />
          </button>
        </li>
        {items.map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <button
                type="button"
                className={`${styles.item} ${item.page === currentPage ? styles.current : ''}`}
                onClick={() => onChange(item.page)}
                aria-label={texts.page(item.page)}
                aria-current={item.page === currentPage ? 'page' : undefined}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={`ellipsis-${item.position}`} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{texts.more}</span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${styles.item} ${styles.step}`}
            onClick={() => onNext(currentPage + 1)}
            disabled={currentPage >= totalPages}
            aria-label={texts.next}
          >
            <ChevronRightIcon size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The page the address names (`?page=2`): 1 without one, or for anything but a whole number from 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page');
  return raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** The address's parameters with `page` set; page 1 has none. */
export function withPageParam(current: URLSearchParams, page: number): URLSearchParams {
  const params = new URLSearchParams(current);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  return params;
}

/** The list page kept in the URL (`?page=2`), so reloading and the back button keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const setPage = useCallback(
    (next: number) => {
      setSearchParams((current) => withPageParam(current, next));
    },
    [setSearchParams],
  );
  return [page, setPage];
}
