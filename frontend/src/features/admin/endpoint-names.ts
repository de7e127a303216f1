/**
 * The names of the back-office's API endpoints. The store imports only this
 * list (not the endpoints), so the admin code stays in its own lazily loaded
 * chunk while the common shop error handler leaves these calls to the
 * back-office's own handler (`use-admin-error.ts`).
 */
export const adminEndpointsHandledInPlace = [
  'adminOrders',
  'adminOnTime',
  'adminOrderDetails',
  'adminUpdateOrderStatus',
  'adminProducts',
  'adminUpdateProduct',
  'adminSamples',
  'adminSaveSample',
  'adminDeleteSample',
  'adminUploadImage',
  'adminCreateCustomOrder',
  'adminMessages',
  'adminApproveProof',
  'adminRefundPayment',
  'adminApprovedOrders',
  'adminStartProduction',
  'adminVouchers',
  'adminCreateVoucher',
  'adminDeactivateVoucher',
  'adminActivateVoucher',
  'adminDeleteVoucher',
  'adminQrLink',
  'adminQrLinkHistory',
  'adminDisableQrLink',
  'adminEnableQrLink',
  'adminJobs',
  'adminRetryJob',
  'adminCustomers',
  'adminGrantInvoiceTerms',
  'adminRevokeInvoiceTerms',
  'adminImportBankStatement',
  'adminBookPayment',
  'adminClosures',
  'adminClosureAffectedOrders',
  'adminAddClosure',
  'adminRemoveClosure',
] as const;

export type AdminEndpointName = (typeof adminEndpointsHandledInPlace)[number];
