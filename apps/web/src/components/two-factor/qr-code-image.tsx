/**
 * The QR code the API drew, as an image: an SVG in an <img> runs no script and reaches nothing
 * of the page, unlike markup put into the document.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCodeImage({ svg, alt }: { svg: string; alt: string }) {
  return (
    <img
      src={svgDataUrl(svg)}
      alt={alt}
      width={192}
      height={192}
      className="size-48 rounded-md border border-slate-200 bg-white p-2"
    />
  );
}
