import { render, screen, within } from '@testing-library/react';

import { OrderTimeline } from '../order-timeline';

const shippedTimeline = [
  { step: 'paid', at: '2026-01-15T09:30:00Z' },
  { step: 'proofReady', at: '2026-01-15T09:31:00Z' },
  { step: 'approved', at: '2026-03-29T00:59:00Z' },
  { step: 'inProduction', at: '2026-03-29T01:00:00Z' },
  { step: 'shipped', at: '2026-07-01T22:30:00Z' },
];

describe('OrderTimeline', () => {
  it('lists the reached steps in order, German labels and German times (winter, summer, day change)', () => {
    render(<OrderTimeline timeline={shippedTimeline} />);
    const list = screen.getByRole('list', { name: 'Bestellverlauf' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bezahlt 15.01.2026, 10:30 Uhr',
      'Druckabzug bereit 15.01.2026, 10:31 Uhr',
      'Freigegeben 29.03.2026, 01:59 Uhr',
      'In Produktion 29.03.2026, 03:00 Uhr',
      'Versendet 02.07.2026, 00:30 Uhr',
    ]);
    expect(items[4]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(within(items[0]).getByText('15.01.2026, 10:30 Uhr')).toHaveAttribute('datetime', '2026-01-15T09:30:00Z');
  });

  it('links the tracking number to the carrier, in a new tab without opener', () => {
    render(
      <OrderTimeline
        timeline={shippedTimeline}
        carrier="DHL"
        trackingNumber="00340434161094042557"
        trackingUrl="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557"
      />,
    );
    const link = screen.getByRole('link', { name: /DHL 00340434161094042557/ });
    expect(link).toHaveAttribute(
      'href',
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/Sendungsverfolgung:/)).toBeInTheDocument();
  });

  it('shows the number without a link when the carrier has no tracking page', () => {
    render(
      <OrderTimeline
        timeline={shippedTimeline}
        carrier="Deutsche Post"
        trackingNumber="RR123456789DE"
        trackingUrl={null}
      />,
    );
    expect(screen.getByText('Deutsche Post RR123456789DE')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no tracking before the order is shipped', () => {
    render(<OrderTimeline timeline={shippedTimeline.slice(0, 2)} />);
    expect(screen.queryByText(/Sendungsverfolgung/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names a cancelled order’s last step "Storniert" and takes its own title', () => {
    render(
      <OrderTimeline
        title="Verlauf der Bestellung 7"
        headingLevel={2}
        timeline={[
          { step: 'paid', at: '2026-11-26T13:05:00Z' },
          { step: 'cancelled', at: '2026-11-26T14:00:00Z' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Verlauf der Bestellung 7' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Verlauf der Bestellung 7' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Storniert 26.11.2026, 15:00 Uhr');
  });

  it('says so when no step is reached yet', () => {
    render(<OrderTimeline timeline={[]} />);
    expect(screen.getByText('Noch keine Schritte.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
