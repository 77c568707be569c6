import { useMemo } from 'react';
import QRCode from 'qrcode';

/**
 * A QR code drawn as one SVG path from the encoder's module matrix (no HTML or data URL to trust),
 * dark on white with the quiet zone scanners need, whatever the theme: a deposit address, an
 * authenticator's otpauth:// secret.
 */
export function QrCode({
  value,
  label,
  size = 200,
  className = '',
  testId,
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
  testId: string;
}) {
  const { path, cells } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    return { path: d, cells: modules.size + quiet * 2 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${cells} ${cells}`}
      shapeRendering="crispEdges"
      className={`rounded-xl bg-white ${className}`}
      data-testid={testId}
      data-value={value}
    >
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
