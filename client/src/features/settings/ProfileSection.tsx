import { DataList } from '@chakra-ui/react';
import type { ProfileSection_ProfileFragment } from '../../__generated__/graphql';
import { Panel } from '../../components/Panel';
import { formatDay } from '../../lib/format';

export function ProfileSection({ profile }: { profile: ProfileSection_ProfileFragment }) {
  return (
    <Panel title="Profile" description="Your account">
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>Username</DataList.ItemLabel>
          <DataList.ItemValue>{profile.username}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Email</DataList.ItemLabel>
          <DataList.ItemValue>{profile.email ?? '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Member since</DataList.ItemLabel>
          <DataList.ItemValue>{formatDay(profile.createdAt)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Panel>
  );
}
