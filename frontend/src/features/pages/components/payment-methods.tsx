/**
 * The payment methods the shop takes, as the server names them today: the
 * FAQ's answer and the list in the terms' payment section (issue 23).
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

/** The terms' list of payment methods. */
export function PaymentMethodsList() {
  const methods = usePaymentMethods();
  if (methods.state === 'loading') return <p aria-busy="true">{texts.loading}</p>;
  if (methods.state === 'failed' || methods.names.length === 0) return <p>{texts.failed}</p>;
  return (
    <ul>
      {methods.names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}
