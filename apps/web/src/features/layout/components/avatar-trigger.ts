export const avatarTriggerClass =
  'inline-flex h-11 items-center gap-1 rounded-full pr-2 pl-1 text-brand-800 hover:bg-brand-50 data-[state=open]:bg-brand-50';
