import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';

import { CloseIcon, HeartIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { SignInNotice } from '@/components/layout/sign-in-notice';
import { Button, ButtonLink } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { storageKeys } from '@/config/storage-keys';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import { writeString } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { useDeleteWishlistProductMutation, useGetWishlistQuery } from '../api';
import { wishProductHref } from '../format';
import { selectSignedInUserId } from '../session-user';
import { wishlistTexts } from '../texts';
import type { WishlistItem } from '../types';

import styles from './wishlist-page.module.css';

const WISHLIST_PATH = paths.wishlist.getHref();

/**
 * Spec §2, §4: a guest is asked to sign in and comes back here afterwards.
 * The path goes where the sign-in page looks for it (`storageKeys.redirectPath`).
 */
function rememberWishlist() {
  writeString('session', storageKeys.redirectPath, WISHLIST_PATH);
}

function EmptyView() {
  return (
    <Notice
      title={wishlistTexts.emptyState}
      icon={<HeartIcon />}
      actions={<ButtonLink to={paths.shop.getHref()}>{wishlistTexts.fillNow}</ButtonLink>}
    >
      <p>{wishlistTexts.emptyStateHint}</p>
    </Notice>
  );
}

function WishlistTable({ items, userId }: { items: WishlistItem[]; userId: number }) {
  const [removeWish, { isLoading: isRemoving, originalArgs }] = useDeleteWishlistProductMutation();

  const onRemove = async (item: WishlistItem) => {
    try {
      await removeWish({ wishId: item.wishId, userId }).unwrap();
      toast.success(wishlistTexts.removed);
    } catch {
      // Announced by the common error handler (app/store.ts).
    }
  };

  const { columns } = wishlistTexts;
  return (
    <DataTable aria-label={wishlistTexts.tableLabel}>
      <thead>
        <tr>
          <th scope="col" className={styles.numberCell}>
            {columns.number}
          </th>
          <th scope="col">{columns.product}</th>
          <th scope="col">{columns.type}</th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.price}
          </th>
          <th scope="col">{columns.createdAt}</th>
          <th scope="col">{columns.details}</th>
          <th scope="col">
            <span className="visually-hidden">{columns.remove}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const removing = isRemoving && originalArgs?.wishId === item.wishId;
          return (
            <tr key={item.wishId}>
              <td className={styles.numberCell}>{index + 1}</td>
              <th scope="row" className={styles.productCell}>
                {item.name}
              </th>
              <td>
                <span
                  className={`${styles.typeTag} ${item.productType === 'PrimeProd' ? styles.prime : styles.magnet}`}
                >
                  {wishlistTexts.productTypes[item.productType]}
                </span>
              </td>
              <td className={dataTableClasses.numeric}>
                {formatCents(item.price)}
                <span className={styles.net}>{wishlistTexts.netPrice}</span>
              </td>
              <td>
                <time dateTime={item.createdAt}>{formatDate(item.createdAt) ?? item.createdAt}</time>
              </td>
              <td>
                <Link className={styles.detailsLink} to={wishProductHref(item.productId, item.productType)}>
                  {wishlistTexts.viewProduct}
                </Link>
              </td>
              <td className={dataTableClasses.actions}>
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => void onRemove(item)}
                  disabled={removing}
                  aria-busy={removing || undefined}
                  aria-label={wishlistTexts.removeLabel(item.name)}
                  icon={<CloseIcon size={16} />}
                >
                  {wishlistTexts.columns.remove}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

function SignedInView({ userId }: { userId: number }) {
  // Spec §4: the list is loaded on entry, even when the top bar has it cached.
  const wishlist = useGetWishlistQuery(userId, { refetchOnMountOrArgChange: true });

  const items = wishlist.currentData;
  if (items === undefined) {
    if (wishlist.isError && !wishlist.isFetching) {
      return (
        <LoadErrorNotice
          title={wishlistTexts.loadError}
          hint={wishlistTexts.loadErrorHint}
          retryLabel={wishlistTexts.retry}
          onRetry={() => void wishlist.refetch()}
        />
      );
    }
    return <PageSpinner label={wishlistTexts.loading} />;
  }
  if (items.length === 0) return <EmptyView />;
  return <WishlistTable items={items} userId={userId} />;
}

/** /my-wishlist (spec §2 Wishlist). */
export function WishlistPage() {
  useScrollToTop();
  const userId = useSelector(selectSignedInUserId);
  return (
    <Page title={wishlistTexts.pageTitle} lead={wishlistTexts.pageLead}>
      {userId === null ? (
        <SignInNotice
          title={wishlistTexts.signedOutTitle}
          text={wishlistTexts.signedOutText}
          toSignIn={wishlistTexts.toSignIn}
          onShown={rememberWishlist}
        />
      ) : (
        <SignedInView userId={userId} />
      )}
    </Page>
  );
}
