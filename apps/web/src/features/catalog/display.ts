/** The catalogue's labels, prices and links without its components: the header's search uses them (decisions 048, 243). */
export * from './lib/display';
