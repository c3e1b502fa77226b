import { useStore } from '@nanostores/react';
import { $activeProfile } from '../../stores/profile';

/**
 * "Watching as <profile>" when the viewer entered a profile; nothing otherwise. `message` is the
 * text in the page's language, with `{name}` where the profile's name goes (shown in bold).
 */
export function ProfileLine({ message = 'Watching as {name}' }: { message?: string }) {
  const profile = useStore($activeProfile);
  if (!profile) return null;
  const [before, after = ''] = message.split('{name}');
  return <p part="profile" className="muted">{before}<strong>{profile.name}</strong>{after}</p>;
}
