// What every settings section receives: the current settings, the save its host chose (the settings page saves
// the section, the setup wizard also marks its step done) and the words of the save button.
import type { PartnerSettings, SettingsPatch } from '../../domain/partners/partner-settings';

export interface SectionProps {
  settings: PartnerSettings;
  save: (patch: SettingsPatch) => Promise<PartnerSettings>;
  submitLabel: string;
}
