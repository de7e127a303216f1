/**
 * /proof-approval?token= (issue 23): the page behind the link in the
 * confirmation mail. Anyone holding the token sees the order: its number,
 * status and timeline, the cancellation while possible and each design
 * line's proof to approve or change. Opening it lets this browser session act
 * on the order. An unknown or expired token shows the server's message.
 *
 * /proof-approval?orderId= is the same page without a token, for the browser
 * session that placed the order (a guest goes there from the confirmation
 * page right after paying); the server answers no one else.
 */
import { useSearchParams } from 'react-router-dom';

import { InfoIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { OrderTimeline } from '@/components/order-timeline/order-timeline';
import { ButtonLink } from '@/components/ui/button';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { failureServerMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { orderStatusLabel } from '@/lib/order-status';
import { proofRenderingPollingInterval } from '@/lib/print-proof';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { ordersApi, useGetProofApprovalQuery } from '../api';
import { approvalPageTexts as texts, ordersTexts } from '../texts';
import type { ProofApproval, ProofApprovalKey } from '../types';

import { CancelOrder } from './cancel-order';
import lifecycleStyles from './lifecycle.module.css';
import { linesWithProof, ProofApprovals } from './proof-approval/proof-approvals';

function ToShop() {
  return <ButtonLink to={paths.shop.getHref()}>{texts.toShop}</ButtonLink>;
}

function isClientError(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function ApprovalContent({ data }: { data: ProofApproval }) {
  const { order, orderLines, shipping } = data;
  const proofs = linesWithProof(orderLines);
  const orderDate = formatDate(order.order_date) ?? order.order_date;
  const companyName = shipping?.companyName.trim() ?? '';
  return (
    <div className={lifecycleStyles.page}>
      <section className={lifecycleStyles.lifecycle} aria-labelledby="approval-order-title">
        <h2 id="approval-order-title" className={lifecycleStyles.subTitle}>
          {texts.orderNumber(order.orderId)}
        </h2>
        <p className={lifecycleStyles.cancellableUntil}>
          {companyName === '' ? texts.orderedOn(orderDate) : texts.orderOf(companyName, orderDate)}
        </p>
        <p className={lifecycleStyles.status}>{ordersTexts.status(orderStatusLabel(order.orderStatus))}</p>
        {data.approvalPromise ? <p className={lifecycleStyles.promise}>{data.approvalPromise}</p> : null}
        <OrderTimeline
          timeline={order.timeline}
          carrier={order.carrier}
          trackingNumber={order.trackingNumber}
          trackingUrl={order.trackingUrl}
        />
        <CancelOrder order={order} />
      </section>
      <section className={lifecycleStyles.proofs} aria-labelledby="approval-proofs-title">
        <h2 id="approval-proofs-title" className={lifecycleStyles.subTitle}>
          {ordersTexts.proofsTitle}
        </h2>
        {proofs.length > 0 ? (
          <ProofApprovals orderId={order.orderId} lines={proofs} headingLevel={3} />
        ) : (
          <p>{texts.noProofs}</p>
        )}
      </section>
    </div>
  );
}

function Approval({ approvalKey }: { approvalKey: ProofApprovalKey }) {
  // Asked again every 3 s while a proof is being rendered.
  const known = ordersApi.endpoints.getProofApproval.useQueryState(approvalKey);
  const approval = useGetProofApprovalQuery(approvalKey, {
    refetchOnMountOrArgChange: true,
    pollingInterval: proofRenderingPollingInterval(known.currentData?.orderLines),
  });

  if (approval.currentData !== undefined) return <ApprovalContent data={approval.currentData} />;
  if (approval.isError && !approval.isFetching) {
    if (isClientError(approval.error)) {
      if ('orderId' in approvalKey) {
        return (
          <Notice tone="error" title={texts.orderNotFoundTitle} actions={<ToShop />}>
            <p>{texts.orderNotFound}</p>
          </Notice>
        );
      }
      return (
        <Notice tone="error" title={texts.invalidTitle} actions={<ToShop />}>
          <p>{failureServerMessage(approval.error) ?? texts.missingToken}</p>
        </Notice>
      );
    }
    return (
      <LoadErrorNotice
        title={texts.loadError}
        hint={texts.loadErrorHint}
        retryLabel={texts.retry}
        onRetry={() => void approval.refetch()}
        moreActions={<ToShop />}
      />
    );
  }
  return <PageSpinner label={texts.loading} />;
}

/** The mailed token, else an order id; `null` when the address names neither usably. */
export function approvalKeyOf(searchParams: URLSearchParams): ProofApprovalKey | null {
  const token = (searchParams.get('token') ?? '').trim();
  if (token !== '') return { token };
  const orderId = (searchParams.get('orderId') ?? '').trim();
  if (!/^\d{1,15}$/.test(orderId) || Number(orderId) < 1) return null;
  return { orderId: Number(orderId) };
}

export function ProofApprovalPage() {
  useScrollToTop();
  const [searchParams] = useSearchParams();
  const approvalKey = approvalKeyOf(searchParams);
  return (
    <Page title={texts.title} lead={texts.lead}>
      {approvalKey === null ? (
        <Notice tone="error" title={texts.invalidTitle} icon={<InfoIcon />} actions={<ToShop />}>
          <p>{texts.missingToken}</p>
        </Notice>
      ) : (
        <Approval
          key={'token' in approvalKey ? `token:${approvalKey.token}` : `order:${approvalKey.orderId}`}
          approvalKey={approvalKey}
        />
      )}
    </Page>
  );
}
