import { useRef } from 'react';
import { useStyles } from '../../internal/styles';
import { Modal } from '../ui/dialog';
import { dialogStyles } from '../ui/dialog.styles';
import { Login } from '../login/login';
import { useT } from '../../i18n';
import { common } from '../../i18n/common';

/**
 * The gate's sign-in dialog for viewers who bought before: the login form in a native modal.
 * Loaded on demand, the first time a viewer opens it.
 */
export function SignInDialog({ open, onClose, container }: { open: boolean; onClose: () => void; container?: ShadowRoot | HTMLElement }) {
  const ref = useRef<HTMLSpanElement>(null);
  useStyles(ref, dialogStyles);
  const t = useT(common);
  return (
    <span ref={ref}>
      <Modal open={open} title={t('signIn')} onClose={onClose} part="login-dialog">
        <Login noSocial container={container} onDone={onClose} />
      </Modal>
    </span>
  );
}

export default SignInDialog;
