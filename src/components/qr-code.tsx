import { useEffect, useState } from 'react';

/** A QR code drawn as SVG in the browser; the encoder is loaded only when a code is first shown. */
export function QrCode({ value, label, size = 128 }: { value: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((markup) => live && setSvg(markup)),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div
      role="img"
      aria-label={label}
      style={{ width: size, height: size, background: '#fff', borderRadius: 8 }}
      // The markup is produced locally by the QR encoder (the text becomes path geometry), never taken as markup.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
