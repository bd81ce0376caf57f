export const metadata = { title: 'cameo-ui package check (Next.js)' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
