import { useRef } from 'react';
import { useStyles } from '../../internal/styles';
import { dialogStyles } from '../ui/dialog.styles';
import { Modal } from '../ui/dialog';
import { NftDetail, type NftDetailProps } from './nft-detail';

/** Props of `NftDialog`: the detail view's, and the dialog's. */
export interface NftDialogProps extends NftDetailProps {
  open: boolean;
  title: string;
  onClose(): void;
}

/**
 * The gallery's detail dialog: an NFT's detail view and reserving in a modal dialog. A chunk of its
 * own, with the dialog's styles, loaded when a viewer first opens an NFT.
 */
export function NftDialog({ open, title, onClose, ...detail }: NftDialogProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useStyles(ref, dialogStyles);
  return (
    <span ref={ref} style={{ display: 'contents' }}>
      <Modal open={open} title={title} onClose={onClose} part="detail-dialog">
        <NftDetail {...detail} />
      </Modal>
    </span>
  );
}

export default NftDialog;
