// PlatformModels: models of how Apple's bundles and Android's resource system themselves
// choose the language an app shows, on generated tables, standard library only.
