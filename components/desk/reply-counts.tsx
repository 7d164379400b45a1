import type { PartCount } from '@/lib/desk/reply-counts';

export function ReplyCounts({ counts }: { counts: PartCount[] }) {
  return (
    <table className="desk-counts">
      <caption>Replies</caption>
      <thead>
        <tr>
          <th scope="col">Part</th>
          <th scope="col">Coming (people)</th>
          <th scope="col">Not coming</th>
          <th scope="col">No answer yet</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((c) => (
          <tr key={c.id || 'day'}>
            <th scope="row">{c.name}</th>
            <td>{c.people}</td>
            <td>{c.notComing}</td>
            <td>{c.waiting}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
