// The bare Next.js App Router page the benchmark measures the invitation against:
// built with the project's own next and react, and nothing else (no CSS, fonts or images).
export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
