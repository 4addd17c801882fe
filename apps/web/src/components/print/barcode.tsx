import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/** A Code 128 barcode of the text, drawn as SVG (sharp on any printer), with the text under it. */
export function Barcode({ value, height = 34, width = 1.2 }: { value: string; height?: number; width?: number }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svg.current)
      JsBarcode(svg.current, value, { format: 'CODE128', height, width, margin: 0, fontSize: 10, displayValue: true });
  }, [value, height, width]);
  return <svg ref={svg} role="img" aria-label={`Barcode ${value}`} />;
}
