import { NoAccess } from '@/components/shared/no-access';

export default function Home() {
  return <NoAccess />;
}
