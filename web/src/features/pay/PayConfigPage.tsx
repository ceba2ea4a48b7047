/** /pay-config (docs/product.md §2 Pay Configuration): the Pay Structure card, and Bonus Tiers for carriers with a bonus program. */
import { Loader, Stack, Title } from '@mantine/core';
import { BonusTiersCard } from './BonusTiersCard';
import { ExtraPayCard } from './ExtraPayCard';
import { SettlementsCard } from './settlements/SettlementsCard';
import { PayStructureCard } from './PayStructureCard';
import { usePaySettings } from './usePaySettings';

export function PayConfigPage() {
  const settings = usePaySettings();
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Pay Configuration
      </Title>
      {settings === undefined ? (
        <Loader size="sm" />
      ) : (
        <>
          <PayStructureCard settings={settings} />
          <ExtraPayCard settings={settings} />
          {settings.company.hasBonusProgram && <BonusTiersCard tiers={settings.bonusTiers} />}
          <SettlementsCard settings={settings} />
        </>
      )}
    </Stack>
  );
}
