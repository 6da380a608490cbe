'use client';

import type { GroupBase, Props as SelectProps } from 'react-select';
import Select from 'react-select';
import AsyncSelect, { type AsyncProps } from 'react-select/async';
import { ui } from '@/config/ui';

export interface SelectOption {
  value: string;
  label: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Case-insensitive (and accent-insensitive) search on the label or the value. */
export function matchesOption(option: { label: string; value: string }, input: string): boolean {
  const query = fold(input.trim());
  if (!query) return true;
  return fold(option.label).includes(query) || fold(option.value).includes(query);
}

export function noOptionsText({ inputValue }: { inputValue: string }, isAsync = false): string {
  return isAsync && !inputValue ? ui.select.noInput : ui.select.noOptions;
}

interface ControlState {
  isFocused: boolean;
  isDisabled: boolean;
  selectProps: { 'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined };
}

const classNames = {
  control: ({ isFocused, isDisabled, selectProps }: ControlState) =>
    [
      'rounded-lg border bg-white px-3 text-base transition-colors',
      isFocused
        ? 'border-brand-600 ring-2 ring-brand-600/30'
        : selectProps['aria-invalid'] === true || selectProps['aria-invalid'] === 'true'
          ? 'border-red-600'
          : 'border-slate-300 hover:border-slate-400',
      isDisabled ? 'cursor-not-allowed bg-slate-100 opacity-70' : 'cursor-pointer',
    ].join(' '),
  placeholder: () => 'text-slate-500',
  input: () => 'text-ink',
  valueContainer: () => 'gap-1',
  indicatorsContainer: () => 'text-slate-500',
  indicatorSeparator: () => 'hidden',
  dropdownIndicator: () => 'p-1',
  clearIndicator: () => 'p-1 hover:text-ink',
  menu: () => 'mt-1 overflow-hidden rounded-lg border border-line bg-white shadow-lg z-50',
  menuList: () => 'py-1',
  option: ({ isFocused, isSelected }: { isFocused: boolean; isSelected: boolean }) =>
    [
      'cursor-pointer px-3 py-2 text-base',
      isSelected ? 'bg-brand-700 text-white' : isFocused ? 'bg-brand-50 text-ink' : 'text-ink',
    ].join(' '),
  noOptionsMessage: () => 'px-3 py-2 text-muted',
  loadingMessage: () => 'px-3 py-2 text-muted',
};

const shared = {
  unstyled: true,
  classNames,
  // Same height as the text inputs next to it (react-select sets 38px inline).
  styles: { control: (base: object) => ({ ...base, minHeight: 44 }) },
  placeholder: ui.select.placeholder,
  maxMenuHeight: ui.select.menuMaxHeight,
  minMenuHeight: ui.select.menuMinHeight,
  pageSize: ui.select.pageSize,
  loadingMessage: () => 'Carregando...',
  filterOption: (option: { label: string; value: string }, input: string) => matchesOption(option, input),
} as const;

/** The app's select: the spec's texts, limits and search. */
export function AppSelect<Option extends SelectOption = SelectOption, IsMulti extends boolean = false>(
  props: SelectProps<Option, IsMulti, GroupBase<Option>>,
) {
  return (
    <Select<Option, IsMulti>
      {...shared}
      noOptionsMessage={(input) => noOptionsText(input)}
      {...props}
      placeholder={props.placeholder ?? ui.select.placeholder}
    />
  );
}

/** The same select with options loaded by an async search. */
export function AppAsyncSelect<Option extends SelectOption = SelectOption, IsMulti extends boolean = false>(
  props: AsyncProps<Option, IsMulti, GroupBase<Option>>,
) {
  return (
    <AsyncSelect<Option, IsMulti>
      {...shared}
      cacheOptions
      noOptionsMessage={(input) => noOptionsText(input, true)}
      {...props}
      placeholder={props.placeholder ?? ui.select.placeholder}
    />
  );
}
