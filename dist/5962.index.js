export const id = 5962;
export const ids = [5962];
export const modules = {

/***/ 85962:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   vertexClient: () => (/* binding */ vertexClient)
/* harmony export */ });
/* harmony import */ var _anthropic_ai_vertex_sdk__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82033);
// Google Vertex AI's client: `@anthropic-ai/vertex-sdk` as it is, with Google application default
// credentials (GOOGLE_APPLICATION_CREDENTIALS: the Workload Identity Federation file that
// google-github-actions/auth writes, or a service-account key), CLOUD_ML_REGION, the project, and
// ANTHROPIC_VERTEX_BASE_URL honoured. Loaded by the factory (index.ts) with `import()`, so a run
// that never calls Vertex never loads the Google auth library.

function vertexClient(provider, common) {
    const client = new _anthropic_ai_vertex_sdk__WEBPACK_IMPORTED_MODULE_0__/* .AnthropicVertex */ .dc({
        ...(provider.region !== undefined && { region: provider.region }),
        ...(provider.projectId !== undefined && { projectId: provider.projectId }),
        ...common,
    });
    // The SDK starts finding the credentials in its constructor; a failure there is reported by the
    // first request (as a connection error), never as an unhandled rejection that ends the process.
    const pending = client._authClientPromise;
    pending?.catch(() => undefined);
    return client;
}
//# sourceMappingURL=vertex.js.map

/***/ })

};

//# sourceMappingURL=5962.index.js.map