/**
 * The payment methods the shop takes, as the server names them today: the
 * FAQ's answer (issue 23). The terms get theirs filled in by the server.
 */
import { paymentMethodsTexts as texts } from '../legal-texts';
import { usePaymentMethods } from '../use-payment-methods';

/** 'Sie können bei uns mit … bezahlen.' */
export function PaymentMethodsAnswer() {
  const methods = usePaymentMethods();
  if (methods.state === 'loading') return <p aria-busy="true">{texts.loading}</p>;
  if (methods.state === 'failed' || methods.names.length === 0) return <p>{texts.failed}</p>;
  return <p>{texts.faqAnswer(methods.names)}</p>;
}
