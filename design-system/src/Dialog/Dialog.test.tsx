import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';
import { dialogSizes } from './dialogVariants.ts';

function renderDialog(props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  return render(
    <Dialog
      title="Added to cart"
      description="Espresso cups, 2 pcs"
      trigger={<Button>Open</Button>}
      footer={
        <DialogClose asChild>
          <Button color="outline">Continue shopping</Button>
        </DialogClose>
      }
      {...props}
    >
      <a href="/cart">Go to cart</a>
    </Dialog>,
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by the title and described by the description', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Added to cart' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Espresso cups, 2 pcs').id,
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('focuses the dialog itself on open, not its close button, and the close button next', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('focuses an element marked data-autofocus when the content has one', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Sign in" trigger={<Button>Open</Button>}>
        <input aria-label="E-mail" data-autofocus="" />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('traps focus inside, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('labels the close button with the given translation and closes with it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderDialog({ closeLabel: 'Zavřít', defaultOpen: true, onOpenChange });
    await user.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has an English close label by default and a footer action that closes it', async () => {
    const user = userEvent.setup();
    renderDialog({ defaultOpen: true });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('works controlled without a trigger and returns focus to the opener', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Choose variant
          </button>
          <Dialog title="Choose a variant" open={open} onOpenChange={setOpen} size="small">
            <button type="button" onClick={() => setOpen(false)}>
              Blue
            </button>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Choose variant' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Choose a variant' });
    expect(dialog.getAttribute('aria-describedby')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Blue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to returnFocusTo when it opened from a dialog that is gone', async () => {
    const user = userEvent.setup();
    function Chained() {
      const [choosing, setChoosing] = useState(false);
      const [added, setAdded] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setChoosing(true)}>
            To cart
          </button>
          <Dialog title="Choose a variant" open={choosing} onOpenChange={setChoosing}>
            <button
              type="button"
              onClick={() => {
                // The second dialog opens in the same update: focus is still in the first one.
                setChoosing(false);
                setAdded(true);
              }}
            >
              Blue
            </button>
          </Dialog>
          <Dialog
            title="Added to cart"
            open={added}
            onOpenChange={setAdded}
            returnFocusTo={() => screen.getByRole('button', { name: 'To cart' })}
          >
            <DialogClose asChild>
              <Button>Continue shopping</Button>
            </DialogClose>
          </Dialog>
        </>
      );
    }
    render(<Chained />);
    await user.click(screen.getByRole('button', { name: 'To cart' }));
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    const added = screen.getByRole('dialog', { name: 'Added to cart' });
    await user.click(within(added).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'To cart' }));
  });

  it('portals into an explicit container', () => {
    const host = document.createElement('div');
    document.body.append(host);
    renderDialog({ defaultOpen: true, container: host });
    expect(host.contains(screen.getByRole('dialog'))).toBe(true);
    host.remove();
  });

  it('gives each size its own class', () => {
    const classes = dialogSizes.map((size) => {
      const { unmount } = renderDialog({ defaultOpen: true, size });
      const className = screen.getByRole('dialog').className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(dialogSizes.length);
  });

  describe('scrolling body', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    function measure(scrollHeight: number, clientHeight: number) {
      // jsdom has no layout or ResizeObserver: report fixed sizes and observe synchronously.
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
      vi.stubGlobal(
        'ResizeObserver',
        class {
          callback: () => void;
          constructor(callback: () => void) {
            this.callback = callback;
          }
          observe() {
            this.callback();
          }
          disconnect() {}
        },
      );
    }
    // The scrolling body wraps an inner div around the children.
    const body = () => screen.getByText('Long terms').parentElement?.parentElement as HTMLElement;

    it('becomes focusable when its content overflows, so the keyboard can scroll it', () => {
      measure(900, 300);
      render(
        <Dialog title="Terms" defaultOpen>
          <p>Long terms</p>
        </Dialog>,
      );
      expect(body().getAttribute('tabindex')).toBe('0');
    });

    it('stays out of the tab order when everything fits', () => {
      measure(300, 300);
      render(
        <Dialog title="Terms" defaultOpen>
          <p>Long terms</p>
        </Dialog>,
      );
      expect(body().hasAttribute('tabindex')).toBe(false);
    });
  });
});
