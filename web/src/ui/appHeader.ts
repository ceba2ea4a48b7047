/** Marks the signed-in shell's fixed header (ShellFrame.tsx), which toasts keep below (clearOfDialog.ts). */
export const appHeaderAttribute = 'data-app-header';
