import { useStore } from '@nanostores/react';
import { $activeProfile } from '../../stores/profile';

/** "Watching as <profile>" when the viewer entered a profile; nothing otherwise. */
export function ProfileLine() {
  const profile = useStore($activeProfile);
  return profile ? <p part="profile" className="muted">Watching as <strong>{profile.name}</strong></p> : null;
}
