/**
 * Asks before an address is deleted (spec 7: `DELETE marketplace/address/{id}`). The API client
 * announces the deletion with spec 8's own toast, so this says nothing more once it is done.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deleteAddress } from '@jara/api/addresses';
import type { SavedAddress } from '@jara/contracts/entities';
import { forgetSavedAddress } from '@jara/query/address-queries';
import { Button } from '@jara/ui/button';
import { FormError } from '@jara/ui/form-error';
import { Modal } from '@jara/ui/modal';
import styles from './address-book.module.css';

interface Props {
  address: SavedAddress;
  onClose: () => void;
}

export function DeleteAddressDialog({ address, onClose }: Props) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await deleteAddress(address.uuid);
      forgetSavedAddress(queryClient, address.uuid);
      onClose();
    } catch (error) {
      setFailure((error as Error).message);
      setDeleting(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Delete ${address.label}?`}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button loading={deleting} onClick={() => void confirm()}>
            Delete address
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
        </div>
      }
    >
      <p className={styles.line}>{address.address}</p>
      {address.is_default && (
        <p className={styles.hint}>It is your default address: the next one becomes the default.</p>
      )}
      <FormError message={failure} />
    </Modal>
  );
}
