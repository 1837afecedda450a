export const record = async () => 0;
