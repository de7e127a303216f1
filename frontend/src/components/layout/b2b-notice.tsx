import { euTexts } from '@/lib/eu-texts';

/** 'Nur für Gewerbetreibende – alle Preise zzgl. MwSt.': the shop sells to businesses only, and every page says so. */
export function B2bNotice({ className }: { className?: string }) {
  return <p className={className}>{euTexts.b2bNotice}</p>;
}
