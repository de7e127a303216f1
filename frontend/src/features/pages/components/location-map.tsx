/** A stylised map of the Lower Rhine with Mönchengladbach marked: drawn, no map service. */
export function LocationMap() {
  return (
    <svg
      viewBox="0 0 360 240"
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label="Karte: Standort Mönchengladbach am Niederrhein"
    >
      <rect width="360" height="240" rx="16" fill="#eef1f7" />
      <path d="M0 70 C80 60 120 110 200 100 S320 60 360 80" stroke="#d5dcea" strokeWidth="18" fill="none" />
      <path d="M40 0 C70 70 60 150 110 240" stroke="#b9cbe6" strokeWidth="10" fill="none" />
      <path d="M0 170 H360 M250 0 V240 M0 30 L360 210" stroke="#ffffff" strokeWidth="6" />
      <circle cx="96" cy="46" r="5" fill="#8f9bb3" />
      <text x="106" y="50" fontSize="12" fill="#5b6472" fontFamily="system-ui, sans-serif">
        Krefeld
      </text>
      <circle cx="282" cy="140" r="5" fill="#8f9bb3" />
      <text x="292" y="144" fontSize="12" fill="#5b6472" fontFamily="system-ui, sans-serif">
        Neuss
      </text>
      <circle cx="300" cy="196" r="5" fill="#8f9bb3" />
      <text x="260" y="222" fontSize="12" fill="#5b6472" fontFamily="system-ui, sans-serif">
        Düsseldorf
      </text>
      <circle cx="170" cy="124" r="30" fill="#f28c28" opacity="0.2" />
      <path d="M170 142s-16-14.5-16-27a16 16 0 0 1 32 0c0 12.5-16 27-16 27Z" fill="#bf5208" />
      <circle cx="170" cy="115" r="6" fill="#ffffff" />
      <text x="118" y="170" fontSize="14" fontWeight="700" fill="#14213d" fontFamily="system-ui, sans-serif">
        Mönchengladbach
      </text>
    </svg>
  );
}
