export const id = 3657;
export const ids = [3657];
export const modules = {

/***/ 63657:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareToolVariantsInAction: () => (/* binding */ compareToolVariantsInAction)
/* harmony export */ });
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40808);

async function compareToolVariantsInAction(file, options) {
    if (!options.agent?.provider && !options.agent?.apiKey)
        return {
            error: `tool-variants (${file}) compares wordings by calling the model: set anthropic-api-key, or give the job AWS credentials and a region (provider: bedrock) or a Google Cloud project and CLOUD_ML_REGION (provider: vertex) (a recording replays the replies given to the server's wording only)`,
        };
    const [{ loadToolVariants, readToolList, runToolVariants, ToolVariantsError }, { variantsSummarySection, renderVariantsTerminal },] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(7236), __webpack_require__.e(9832), __webpack_require__.e(4243)]).then(__webpack_require__.bind(__webpack_require__, 84243)), Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(5725), __webpack_require__.e(7236), __webpack_require__.e(9832), __webpack_require__.e(3045)]).then(__webpack_require__.bind(__webpack_require__, 63045))]);
    try {
        const variants = await loadToolVariants(file, options.workspace);
        const listed = await readToolList(options);
        if ('error' in listed)
            return { error: `tool-variants: ${listed.error}` };
        const run = await runToolVariants({ ...options, agent: { ...options.agent, mode: 'required', replay: undefined } }, variants, listed.tools);
        if (run.scenarios.length === 0)
            return {
                error: `tool-variants (${file}): the scenarios hold no agent scenario (prompt:) to compare the wordings on`,
            };
        return { section: variantsSummarySection(run, file), text: renderVariantsTerminal(run, file) };
    }
    catch (error) {
        if (error instanceof ToolVariantsError)
            return { error: (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)(error.message, options.secrets) };
        throw error;
    }
}
//# sourceMappingURL=variants.js.map

/***/ })

};

//# sourceMappingURL=3657.index.js.map