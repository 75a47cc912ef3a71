/** The modal and the drawer, each opened from a button as a screen opens them. */
import { useState } from 'react';
import { Button } from '@jara/ui/button';
import { Drawer } from '@jara/ui/drawer';
import { Modal } from '@jara/ui/modal';
import { Specimen } from './catalogue-section';

export function ModalSpecimens() {
  const [open, setOpen] = useState(false);
  return (
    <Specimen state="opened from a button; Escape, the close button or the backdrop close it">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open the modal
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Remove this address?"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>A modal keeps focus inside until it closes, then gives it back to its button.</p>
      </Modal>
    </Specimen>
  );
}

export function DrawerSpecimens() {
  const [open, setOpen] = useState(false);
  return (
    <Specimen state="opened from a button; a side sheet from the right">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open the drawer
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Your cart">
        <p>The cart and order tracking open in a drawer.</p>
      </Drawer>
    </Specimen>
  );
}
